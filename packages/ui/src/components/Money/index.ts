export { formatMoney } from './format-money.ts';
export { Money, type MoneyProps } from './Money.tsx';
