import { useLocale } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { formatMoney } from './format-money.ts';

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  &[data-negative] {
    color: ${vars.color.danger};
  }
`;

export type MoneyProps = {
  amount: number;
  /** ISO 4217 code. @default 'BRL' */
  currency?: string;
  /** Colours debts (negative amounts) as danger; the minus sign still says it in text. */
  highlightNegative?: boolean;
};

/** An amount of money in the current locale's format (react-aria's locale). */
export function Money({ amount, currency = 'BRL', highlightNegative }: MoneyProps) {
  const { locale } = useLocale();
  return (
    <Amount data-component="Money" data-negative={(highlightNegative && amount < 0) || undefined}>
      {formatMoney(amount, locale, currency)}
    </Amount>
  );
}
