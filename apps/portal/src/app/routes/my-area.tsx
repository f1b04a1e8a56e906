import { MyAreaFrame } from '../../features/my-area/frame/my-area-frame.tsx';
import { RequireLogin } from '../require-login.tsx';

/** `/meupergamum/*`: My area, for logged-in patrons only (spec §2); its pages load inside. */
export function Component() {
  return (
    <RequireLogin>
      <MyAreaFrame />
    </RequireLogin>
  );
}
