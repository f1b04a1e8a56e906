import { useState } from 'react';
import { StyledCover } from './Cover.styles.ts';
import { coverTitle, paletteFor } from './cover-art.ts';

export type CoverProps = {
  /** The cover image; when missing or failing to load, a typographic cover is drawn instead. */
  src?: string | null;
  /** The work's title (printed on the generated cover). */
  title: string;
  /** The first author, printed under the title on the generated cover. */
  author?: string;
  /**
   * The image's text alternative. Leave it out when the title is already next to the cover (as in
   * a result list): the cover is then decorative and hidden from screen readers.
   */
  alt?: string;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
};

/** A book cover, with a generated typographic cover when there is no image. */
export function Cover({ src, title, author, alt, size = 'md' }: CoverProps) {
  const [failed, setFailed] = useState(false);
  const decorative = alt == null;
  if (src && !failed) {
    return (
      <StyledCover data-component="Cover" data-size={size}>
        <img src={src} alt={alt ?? ''} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      </StyledCover>
    );
  }
  return (
    <StyledCover
      data-component="Cover"
      data-size={size}
      data-generated=""
      data-palette={paletteFor(title)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt })}
    >
      <span data-part="Title">{coverTitle(title)}</span>
      {author ? <span data-part="Author">{author}</span> : null}
    </StyledCover>
  );
}
