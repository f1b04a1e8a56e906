import { Icon, Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { renewalsMessages as m } from './renewals-messages.ts';
import type { RenewalAnswer } from './renewal-outcome.ts';

/** One loan's answer in words: renewed until when, or why not (the server's reason). */
export function useRenewalAnswerText() {
  const intl = useIntl();
  return (answer: RenewalAnswer) =>
    answer.sucesso
      ? intl.formatMessage(m.renewedUntil, { date: answer.dataDevolucaoPrevista ?? '' })
      : intl.formatMessage(m.notRenewed, { reason: answer.motivo?.mensagem ?? '' });
}

export function RenewalAnswerLine({ answer }: { answer: RenewalAnswer }) {
  const text = useRenewalAnswerText();
  return (
    <Text tone={answer.sucesso ? 'success' : 'danger'} weight="bold" size="sm">
      <Icon name={answer.sucesso ? 'success' : 'error'} /> {text(answer)}
    </Text>
  );
}
