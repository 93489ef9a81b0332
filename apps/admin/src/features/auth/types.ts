// The operator as the server describes them (the contract's AdminUser).
import type { adminUser } from '@reelvault/contract/calls/backoffice';
import type { z } from 'zod';

export type AdminUser = z.infer<typeof adminUser>;
