import type { ReactNode } from 'react';
import { Heading, Link } from 'react-aria-components';
import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import { Cover } from '../Cover/Cover.tsx';
import { StyledResult } from './SearchResultItem.styles.ts';

export type SearchResultItemProps = {
  title: string;
  /** The title page's address; the title is the item's link. */
  href?: string;
  onPress?: () => void;
  authors?: readonly string[];
  year?: string | number;
  /** The material type in words ("Livro", "Tese"). */
  type?: string;
  /** Availability in words, with a tone that repeats it in colour. */
  availability?: { label: string; tone: BadgeTone };
  coverSrc?: string | null;
  /** Extra details under the authors (edition, publisher, call number). */
  details?: ReactNode;
  /** The item's actions (reserve, add to basket, cite). */
  actions?: ReactNode;
  /** The heading level that fits the results page's outline. @default 3 */
  level?: 2 | 3 | 4;
  /** 'row': cover beside the text (a list); 'card': a larger cover above it (a covers grid). @default 'row' */
  layout?: 'row' | 'card';
};

/**
 * One search result: cover, title (the link to the work), authors, year, type, availability and
 * actions. The cover is decorative here, since the title beside it already names the work.
 */
export function SearchResultItem({
  title,
  href,
  onPress,
  authors = [],
  year,
  type,
  availability,
  coverSrc,
  details,
  actions,
  level = 3,
  layout = 'row',
}: SearchResultItemProps) {
  return (
    <StyledResult data-component="SearchResultItem" data-layout={layout}>
      <Cover src={coverSrc} title={title} author={authors[0]} size={layout === 'card' ? 'md' : 'sm'} />
      <div data-part="Body">
        <Heading level={level} data-part="Title">
          {href != null || onPress != null ? (
            <Link href={href} onPress={onPress}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {authors.length > 0 ? <p data-part="Authors">{authors.join('; ')}</p> : null}
        <p data-part="Meta">
          {type != null ? <Badge>{type}</Badge> : null}
          {year != null ? <span data-part="Year">{year}</span> : null}
          {availability != null ? <Badge tone={availability.tone}>{availability.label}</Badge> : null}
        </p>
        {details != null ? <div data-part="Details">{details}</div> : null}
        {actions != null ? <div data-part="Actions">{actions}</div> : null}
      </div>
    </StyledResult>
  );
}
