// The chips of a table: one is chosen at a time; clicking a betting spot puts it there.
import { formatMoney, walletAmountDecimal } from '@reelvault/contract/money';
import { locale, t } from '../i18n';

export function Chips({
  chips,
  chosen,
  currency,
  disabled,
  onChoose,
}: {
  chips: readonly string[];
  chosen: string;
  currency: string;
  disabled: boolean;
  onChoose: (chip: string) => void;
}) {
  return (
    <div className="chips" role="group" aria-label={t('chip')}>
      {chips.map((chip) => (
        <button
          key={chip}
          type="button"
          className="chip"
          aria-pressed={chip === chosen}
          disabled={disabled}
          onClick={() => onChoose(chip)}
        >
          {formatMoney(locale().bcp47, walletAmountDecimal(chip), currency)}
        </button>
      ))}
    </div>
  );
}
