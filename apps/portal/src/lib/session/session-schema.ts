import { permissionSchema, userSchema } from '@acervo/contract';
import { z } from 'zod';

/**
 * A logged-in patron's session as stored. Checked only when a stored session is read back
 * (session.ts loads this module then), so an anonymous visitor's first page loads no zod.
 */
export const sessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Epoch milliseconds when the access token stops being accepted. */
  expiresAt: z.number(),
  user: userSchema,
  permissions: z.array(permissionSchema),
  remember: z.boolean(),
  /** Set when the session came from the institution's identity provider: logout goes there too. */
  oidcNonce: z.string().optional(),
});
