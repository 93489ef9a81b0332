// Compiles TestToken.sol with solc-js into test-token.json (ABI and bytecode) for the chain tests:
// node apps/server/test/chain/compile-test-token.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import solc from 'solc';

const source = readFileSync(new URL('TestToken.sol', import.meta.url), 'utf8');
const output = JSON.parse(
  solc.compile(
    JSON.stringify({
      language: 'Solidity',
      sources: { 'TestToken.sol': { content: source } },
      settings: {
        optimizer: { enabled: true, runs: 200 },
        evmVersion: 'paris',
        outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
      },
    }),
  ),
);
const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
const contract = output.contracts['TestToken.sol'].TestToken;
writeFileSync(
  new URL('test-token.json', import.meta.url),
  `${JSON.stringify({ compiler: solc.version(), abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` })}\n`,
);
