export { createApiClients, type ApiClients, type ApiClientsOptions, type ServiceUrls } from './clients/api-clients';
export {
  createAuthClient,
  createProductClient,
  createSearchClient,
  type AuthClient,
  type ClientOptions,
  type ProductClient,
  type SearchClient,
} from './clients/service-clients';
export { createSessionRefresh, type SessionRefreshOptions } from './clients/session-refresh';
export { isProblem, type ErrorCode, type FieldError, type Problem } from './clients/problem';
export { serviceNames, type ServiceName } from './services';
