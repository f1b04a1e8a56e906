import { useParams } from 'react-router-dom';
import { ClearanceCheckPage } from '../../features/clearance-check/clearance-check-page.tsx';

/** `/nada-consta/{codigo}`: the code as printed on the declaration, in capitals. */
export function Component() {
  return <ClearanceCheckPage code={(useParams().codigo ?? '').toUpperCase()} />;
}
