/** The three back-end services, each described by `openapi/<name>.yaml`. */
export const serviceNames = ['auth', 'product', 'search'] as const;

export type ServiceName = (typeof serviceNames)[number];
