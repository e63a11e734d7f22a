/**
 * The version of the members API (api/openapi.yaml `info.version`) the portal is built against: sent as
 * `Larder-Version` with every call, so the server answers as this version even after a newer one exists
 * (api/CHANGELOG.md). A test holds it to the document.
 */
export const API_VERSION = '2026-12-06';
