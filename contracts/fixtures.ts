/**
 * The people, products and links every contract talks about. Provider states create exactly
 * these; session cookies carry placeholder tokens that the provider side turns into real ones
 * (see README.md).
 */
export const ana = {
  uuid: '7d9f1a52-3c1e-4b7a-9e55-0a1b2c3d4e5f',
  username: 'anapop',
  email: 'ana@cafenea.test',
  phone: '0722000111',
  password: 'Munte!Verde#2031',
};
export const bob = { uuid: '8e0a2b63-4d2f-4c8b-8f66-1b2c3d4e5f60', username: 'bob1', email: 'bob@bar.test', phone: '0722000222', password: 'Munte!Verde#2031' };
export const ioana = {
  uuid: '9f1b3c74-5e30-4d9c-9077-2c3d4e5f6071',
  username: 'ioana',
  email: 'ioana@cafenea.test',
  phone: '0722000333',
  password: 'Munte!Verde#2031',
};
export const admin = {
  uuid: '10a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8',
  username: 'sefadmin',
  email: 'admin@horeca.test',
  phone: '0722000444',
  password: 'Sef-Cheie#Rosie47',
};

/** A restaurant's buyer (issue #50). */
export const radu = {
  uuid: '21b3c4d5-e6f7-4a81-9203-b4c5d6e7f809',
  username: 'radubistro',
  email: 'radu@bistro.test',
  phone: '0722000555',
  password: 'Munte!Verde#2031',
};
/** Radu's company, its location, its "Favorite" list with ana's first product on it, and the inquiry it sent ana, as the provider state stores them. */
export const buyerIds = {
  company: '32c4d5e6-f7a8-4b92-8314-c5d6e7f8091a',
  location: '43d5e6f7-a8b9-4ca3-9425-d6e7f8091a2b',
  favorite: '54e6f7a8-b9c0-4db4-a536-e7f8091a2b3c',
  line: '65f7a8b9-c0d1-4ec5-b647-f8091a2b3c4d',
  inquiry: '76a8b9c0-d1e2-4fd6-8758-091a2b3c4d5e',
  /** A second list, "Comanda de luni", empty. */
  weekly: '87b9c0d1-e2f3-4ae7-9869-1a2b3c4d5e6f',
} as const;
/** A member of radu's company, and the invitation radu sent to someone not yet registered. */
export const mihai = {
  uuid: '98c0d1e2-f3a4-4bf8-a97a-2b3c4d5e6f70',
  username: 'mihaibistro',
  email: 'mihai@bistro.test',
  phone: '0722000666',
  password: 'Munte!Verde#2031',
};
export const invitationOfRadu = { token: 'pact-invitation-radu', email: 'elena@bistro.test' };
/** Radu's saved search with its unsubscribe token, his watch of ana's first product, and a visitor's search waiting for its address to confirm it (issue #52). */
export const alertIds = {
  search: 'a9c1d2e3-f4a5-4b06-8c17-d2e3f4a5b607',
  unsubscribeToken: 'pact-unsubscribe-radu-vitrine',
  confirmToken: 'pact-confirm-vizitator-vitrine',
} as const;

export const productIds = ['2a3b4c5d-6e7f-4081-92a3-b4c5d6e7f809', '3b4c5d6e-7f80-4192-a3b4-c5d6e7f8091a', '4c5d6e7f-8091-42a3-b4c5-d6e7f8091a2b'] as const;

/** Placeholder cookie values: the provider replaces them with real sessions of these users. */
export const placeholderTokens = {
  'pact-access-ana': ana,
  'pact-access-admin': admin,
  'pact-access-radu': radu,
} as const;
export type PlaceholderAccess = keyof typeof placeholderTokens;

/** Opaque tokens the provider states store (hashed), so they work as they are. */
/** Ana's other session (her phone), opened by the refresh token below; her access token's session is her uuid. */
export const anaPhoneSession = '5d6e7f80-91a2-4b3c-8d4e-5f6071829304';
export const refreshTokenOfAna = 'pact-refresh-ana';
/** Ana's login waiting for its second step, and one of her recovery codes (decision 023). */
export const loginStepOfAna = 'pact-login-step-ana';
export const recoveryCodeOfAna = 'aaaa-bbbb-cccc';
/** Ana's passkey, as the provider state stores it (decision 024). */
export const passkeyOfAna = { id: '6e7f8091-a2b3-4c4d-8e5f-607182930415', credentialId: 'cGFjdC1wYXNza2V5LWFuYQ' };
/** Ana's first product's two photos, as the provider state stores them (decision 034), each with an AVIF and a WebP rendition of `images/`. */
export const photoIds = ['5e6f7081-92a3-4b4c-9d5e-6f708192a3b4', '6f708192-a3b4-4c5d-8e6f-708192a3b4c5'] as const;
export const photoImages = {
  upload: new URL('./images/plate.jpg', import.meta.url),
  avif: new URL('./images/plate-320.avif', import.meta.url),
  webp: new URL('./images/plate-320.webp', import.meta.url),
};
/** A decision hiding ana's first product, and her complaint against it (issue #51), as the provider states store them. */
export const moderationIds = { decision: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d', complaint: '8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1e' } as const;
export const mailTokens = { activation: 'pact-activation-ioana', reset: 'pact-reset-ana', deletion: 'pact-deletion-ana' };

export const consumerName = 'catalog-horeca-web';
export const providerNames = { auth: 'catalog-horeca-auth', product: 'catalog-horeca-product', search: 'catalog-horeca-search' } as const;

/** Every provider state the contracts use, in plain words. Each has a handler in provider/states.ts. */
export const states = {
  nothing: 'nothing exists',
  anaExists: "a seller 'ana' exists",
  anaBlocked: "a seller 'ana' is temporarily blocked after failed logins",
  anaLoggedIn: "a seller 'ana' is logged in",
  anaHasProducts: "a seller 'ana' with 3 products exists",
  anaDeliversToCluj: "a seller 'ana' with 3 products in București delivers to Cluj-Napoca",
  anaProductHasPhotos: "a seller 'ana' with 3 products exists, the first with 2 photos",
  adminLoggedIn: "an admin is logged in and the sellers 'ana' and 'bob1' exist",
  ioanaHasActivationLink: "an unverified seller 'ioana' has an activation link",
  anaHasResetLink: "a seller 'ana' has a password reset link",
  anaHasDeletionLink: "a seller 'ana' has an account deletion link",
  anaHasAuthenticator: "a seller 'ana' with an authenticator app and recovery codes has typed her password and is logged in elsewhere with her second factor",
  anaStartedAuthenticator: "a seller 'ana' is logged in and has started adding an authenticator app",
  adminAndAnaWithAuthenticator: "an admin is logged in and the seller 'ana' has an authenticator app",
  adminAndAnaWithPasskey: "an admin is logged in and the seller 'ana' has a passkey",
  anaProductReported: "an admin is logged in and ana's first product has two open reports",
  anaProductHidden: "ana's first product was hidden by a decision she has not contested",
  anaContested: 'an admin is logged in and ana contested the decision that hid her first product',
  raduKeepsAnasProduct:
    "a buyer 'radu' keeps ana's first product on his Favorite list beside an empty one, his company has a member 'mihai' and an open invitation, and sent ana an inquiry",
  raduSavedASearch: "a buyer 'radu' saved a search and watches ana's first product, and a visitor's saved search waits for its address to confirm it",
} as const;
