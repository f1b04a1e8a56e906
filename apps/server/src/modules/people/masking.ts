/** First name and initials: "Ana Beatriz Souza" → "Ana B. S.". Enough to recognise, little to leak. */
export function shortName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const initials = rest.filter((part) => part.length > 2).map((part) => `${part[0]!.toUpperCase()}.`);
  return [first, ...initials].join(' ');
}

/** "ana.souza@aluno.uniacervo.example" → "an***@a***.example". */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const labels = domain.split('.');
  const top = labels.length > 1 ? labels.at(-1) : '';
  const maskedDomain = `${(labels[0] ?? '').slice(0, 1)}***${top ? `.${top}` : ''}`;
  return `${local.slice(0, 2)}***@${maskedDomain}`;
}
