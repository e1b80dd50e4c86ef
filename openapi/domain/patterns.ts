/**
 * The shapes of a phone number and a uuid, without zod, so the search screen's first load
 * can check a shared link's `owner` without bringing the rules' validation library.
 */
export const phonePattern = /^(\+4)?07\d{8}$/;
/** A uuid as the OpenAPI `Uuid` schema accepts it. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
