// The legal pages in Portuguese.
import type { LegalTexts } from './types';

export const pt: LegalTexts = {
  3: {
    title: 'Termos e condições',
    content: `Estes termos constituem o acordo entre si e a **{operator}**, que explora este site ao abrigo de uma licença de jogo emitida em **Curaçau**. Ao abrir uma conta, aceita-os.

## 1. A sua conta
- Tem de ter **18 anos ou mais**, ou a idade legal de jogo do seu país, se for superior.
- Só pode ter **uma conta**, em seu nome, com dados verdadeiros e atualizados.
- Mantenha a palavra-passe em segredo; é responsável pelo jogo na sua conta.

## 2. Depósitos e levantamentos
- Os depósitos têm de vir de meios de pagamento em seu nome.
- Os levantamentos são pagos, sempre que possível, para o meio usado no depósito, após a verificação da identidade.
- Podemos pedir documentos a qualquer momento ao abrigo da nossa política AML/KYC.

## 3. Bónus
Os bónus seguem a *Política de bónus*. Os requisitos de apostas têm de estar cumpridos antes de levantar ganhos de bónus.

## 4. Jogos
Os resultados são decididos por geradores de números aleatórios certificados. Em caso de avaria, as rondas afetadas são anuladas e as apostas devolvidas.

## 5. Encerrar uma conta
Pode encerrar a conta ou autoexcluir-se a qualquer momento. Podemos suspender ou encerrar contas que violem estes termos; o saldo não obtido em violação é pago.

## 6. Reclamações
Escreva para {supportEmail}. A nossa página *Reclamações e resolução de litígios* explica cada passo.`,
  },
  4: {
    title: 'Política de privacidade',
    content: `A **{operator}** é a responsável pelo tratamento dos dados pessoais que nos fornece neste site.

## O que recolhemos
- Dados da conta: nome de utilizador, e-mail, nome, data de nascimento, morada, país e telefone.
- Documentos de verificação e os resultados das nossas verificações.
- Pagamentos, apostas, sessões (endereço IP e navegador) e mensagens ao suporte.

## Para que os usamos
- Para gerir a sua conta, pagar-lhe e proteger o seu dinheiro.
- Para cumprir a licença: verificação de idade e identidade, prevenção do branqueamento e jogo responsável.
- Para responder às suas perguntas e, só com o seu consentimento, enviar-lhe ofertas.

## Quem os vê
Prestadores de pagamento, estúdios de jogos (apenas um identificador anónimo), serviços de verificação de identidade, auditores e o regulador, cada um apenas na medida necessária. Nunca vendemos os seus dados.

## Durante quanto tempo os guardamos
Os registos de conta e transações são guardados **cinco anos** após o encerramento da conta, como exige a lei contra o branqueamento; os dados de marketing até retirar o consentimento.

## Os seus direitos
Pode pedir uma cópia dos seus dados, a sua retificação ou eliminação, ou opor-se à sua utilização. Escreva para {supportEmail}.`,
  },
  5: {
    title: 'Política AML e KYC',
    content: `A **{operator}** não aceita dinheiro proveniente de crimes e trabalha para prevenir o branqueamento de capitais e o financiamento do terrorismo.

## Verificação da sua identidade
- Antes do primeiro levantamento, ou quando a lei o exigir, pedimos um **documento de identificação com fotografia**, um **comprovativo de morada** com menos de três meses e, em alguns casos, uma **selfie** com o documento.
- Os meios de pagamento têm de estar em seu nome; podemos pedir prova de titularidade.

## Monitorização
- Acompanhamos depósitos, apostas e levantamentos à procura de padrões invulgares.
- Transações elevadas ou frequentes podem exigir a justificação da **origem dos fundos**.
- As contas podem ficar retidas durante as verificações.

## Comunicação
Quando a lei o exige, comunicamos atividade suspeita às autoridades competentes sem informar o jogador.

## Registos
Os dados de identidade e transações são guardados pelo menos **cinco anos** após o fim da relação.

Dúvidas sobre um pedido de verificação: {supportEmail}.`,
  },
  6: {
    title: 'Jogo responsável',
    content: `O jogo deve ser entretenimento, nunca uma forma de ganhar dinheiro. A **{operator}** dá-lhe ferramentas para manter o controlo.

## Sinais de alerta
- Gastar mais tempo ou dinheiro do que planeou.
- Tentar recuperar perdas ou pedir dinheiro emprestado para jogar.
- Jogar para fugir aos problemas ou escondê-lo dos outros.

## As suas ferramentas
- **Pausa**: um intervalo de 24 horas da sua conta.
- **Autoexclusão**: uma semana, um mês, seis meses, um ano ou permanente. Os bónus são cancelados e não pode iniciar sessão até o período terminar.
- **Limites** de depósito, perdas e duração da sessão, na sua conta.

## Obter ajuda
Organizações independentes oferecem ajuda gratuita e confidencial:
- *Gamblers Anonymous*: www.gamblersanonymous.org
- *GamCare*: www.gamcare.org.uk
- *Gambling Therapy*: www.gamblingtherapy.org

## Menores
Os jogadores têm de ter **18 anos ou mais**. Use controlo parental se houver crianças com acesso aos seus dispositivos.

Precisa de falar? Escreva para {supportEmail}.`,
  },
  7: {
    title: 'Política de bónus',
    content: `Estas regras aplicam-se a todos os bónus da **{operator}**, salvo indicação em contrário numa promoção.

## Regras gerais
- Um bónus de boas-vindas por pessoa, agregado, dispositivo e meio de pagamento.
- Um bónus tem de ser apostado **40 vezes** antes de o dinheiro do bónus e os respetivos ganhos poderem ser levantados.
- A **aposta máxima** com um bónus ativo é de **5 €** ou o equivalente.
- Um bónus não utilizado expira **10 dias** após ser creditado.

## Contribuição dos jogos
- As slots contam 100%.
- Os jogos de mesa e o casino ao vivo contam 10%.
- Alguns jogos estão excluídos e vêm indicados na promoção.

## Cancelar um bónus
Pode cancelar um bónus ativo na sua conta; o bónus e os ganhos são removidos. Pedir um levantamento antes de cumprir o requisito de apostas cancela o bónus.

## Abuso
Abrir várias contas, padrões de apostas de baixo risco ou jogo concertado para obter bónus pode levar à remoção do bónus e dos ganhos.

Dúvidas: {supportEmail}.`,
  },
  8: {
    title: 'Reclamações e resolução de litígios',
    content: `Queremos resolver os problemas depressa. É assim que a **{operator}** trata as reclamações.

## 1. Contacte o suporte
Escreva para {supportEmail} ou use o formulário de suporte. Indique o seu nome de utilizador, a data e os detalhes do problema.

## 2. A nossa resposta
- Confirmamos a receção em **48 horas**.
- Enviamos uma resposta escrita completa em **14 dias**.

## 3. Escalonamento
Se não ficar satisfeito, peça que um responsável reveja a reclamação; este responde em mais **14 dias**.

## 4. Resolução alternativa de litígios
Se o assunto continuar em aberto após a nossa resposta final, pode apresentá-lo gratuitamente ao **Curaçao Gaming Control Board**, a autoridade que nos licencia, ou a uma entidade independente por ela aprovada.

Registamos cada reclamação e o seu desfecho.`,
  },
};
