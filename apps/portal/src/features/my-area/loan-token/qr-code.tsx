import { vars } from '@acervo/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { encode } from 'uqr';

const Svg = styled.svg`
  display: block;
  width: min(12rem, 100%);
  height: auto;
  /* Dark modules on a light square in every scheme: scanners need the contrast, not the theme. */
  background: #fff;
  color: #000;
  border: ${vars.size.borderWidth} solid ${vars.color.border};
`;

/** A QR code drawn as one SVG path (uqr encodes in the browser), named for screen readers by `label`. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const path = useMemo(() => {
    const { data, size } = encode(value, { border: 2 });
    let d = '';
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (data[y]![x]) d += `M${x} ${y}h1v1h-1z`;
    return { d, size };
  }, [value]);
  return (
    <Svg role="img" aria-label={label} viewBox={`0 0 ${path.size} ${path.size}`} shapeRendering="crispEdges">
      <path d={path.d} fill="currentColor" />
    </Svg>
  );
}
