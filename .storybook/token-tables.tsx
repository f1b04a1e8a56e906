import styled from 'styled-components';
import { contrastRatio, neo, pairings, type Scheme, toCustomProperties, tokensFor, vars } from '@acervo/ui';

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${vars.font.size.sm};

  th,
  td {
    text-align: start;
    padding: ${vars.space.xs} ${vars.space.sm};
    border-block-end: ${vars.size.borderWidth} solid ${vars.color.borderSubtle};
    vertical-align: middle;
  }
`;

const Chip = styled.span`
  display: inline-block;
  min-width: ${vars.size.target};
  min-height: ${vars.size.iconLg};
  vertical-align: middle;
  padding: ${vars.space.xs} ${vars.space.sm};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
`;

/** Every colour token of a scheme with its value, painted with the scheme's own values. */
export function ColourSwatches({ scheme }: { scheme: Scheme }) {
  const colours = tokensFor(scheme).color;
  return (
    <Table>
      <caption>{scheme}</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          <th scope="col">Swatch</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(colours).map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>--color-{name.replace(/[A-Z]/g, (l) => `-${l.toLowerCase()}`)}</code>
            </td>
            <td>
              <code>{value}</code>
            </td>
            <td>
              <Chip style={{ background: value }} aria-hidden="true" />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Every pairing with its measured ratio and the bar it must meet in this scheme. */
export function ContrastTable({ scheme }: { scheme: Scheme }) {
  const colours = tokensFor(scheme).color;
  return (
    <Table>
      <caption>Contrast in {scheme}</caption>
      <thead>
        <tr>
          <th scope="col">Sample</th>
          <th scope="col">Foreground on background</th>
          <th scope="col">Ratio</th>
          <th scope="col">Bar</th>
        </tr>
      </thead>
      <tbody>
        {pairings.map(({ fg, bg, kind }) => {
          const bar = kind === 'ui' ? 3 : scheme === 'high-contrast' ? 7 : 4.5;
          const ratio = contrastRatio(colours[fg], colours[bg]);
          return (
            <tr key={`${fg}-${bg}`}>
              <td>
                <Chip style={{ color: colours[fg], background: colours[bg], borderColor: colours[fg] }}>
                  Aa
                </Chip>
              </td>
              <td>
                <code>{fg}</code> on <code>{bg}</code> ({kind})
              </td>
              <td>{ratio.toFixed(2)}:1</td>
              <td>
                {ratio >= bar ? '✔' : '✘'} {bar}:1
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** Every non-colour token: name and value. */
export function ScaleTable() {
  const rows = toCustomProperties({ ...neo, color: {} } as unknown as Parameters<
    typeof toCustomProperties
  >[0]);
  return (
    <Table>
      <caption>Typography, spacing, radii, shadows, motion, z-index, breakpoints, sizes</caption>
      <thead>
        <tr>
          <th scope="col">Custom property</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>
              <code>{value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
