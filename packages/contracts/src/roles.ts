import { z } from 'zod';

/** Every account has exactly one role. Registration always creates a parent. */
export const roles = ['admin', 'parent', 'child'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;
