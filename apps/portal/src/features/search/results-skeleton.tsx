import { Skeleton, vars } from '@acervo/ui';
import styled from 'styled-components';

const SketchedItem = styled.div`
  display: flex;
  gap: ${vars.space.md};
  padding: ${vars.space.md} 0;
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.borderSubtle};

  > :first-child {
    flex: 0 0 4rem;
    height: 6rem;
  }
  > :last-child {
    flex: 1;
  }
`;

/** Skeletons the size of a page of results; the region around them is `aria-busy`. */
export function ResultsSkeleton() {
  return (
    <div data-testid="results-skeleton">
      {Array.from({ length: 5 }, (_, index) => (
        <SketchedItem key={index}>
          <Skeleton shape="block" />
          <Skeleton lines={3} />
        </SketchedItem>
      ))}
    </div>
  );
}
