import { MyAreaPage } from '../../features/my-area/my-area-page.tsx';
import { RequireLogin } from '../require-login.tsx';

/** `/meupergamum/*`: My area, for logged-in patrons only (spec §2). */
export function Component() {
  return (
    <RequireLogin>
      <MyAreaPage />
    </RequireLogin>
  );
}
