/** The certificates API (back-office §7 "Certificates view"): paths and React Query keys. */
const CERTIFICATES_PATH = '/api/v1/certificates/';

export type DocumentLanguage = 'ru' | 'kk';

export const certificatePaths = {
  /** Public: the certificate a visitor checks by its uuid (no session needed). */
  search: (uuid: string) => `${CERTIFICATES_PATH}search/${encodeURIComponent(uuid)}/`,
  publicFile: (uuid: string, language: DocumentLanguage) =>
    `${CERTIFICATES_PATH}search/${encodeURIComponent(uuid)}/file/${language}/`,
  credential: (uuid: string) => `${CERTIFICATES_PATH}search/${encodeURIComponent(uuid)}/credential/`,
  issuerKeys: `${CERTIFICATES_PATH}issuer/jwks/`,
  /** The caller's own certificates, in the order the spec's client tries them. */
  my: `${CERTIFICATES_PATH}my/`,
  list: CERTIFICATES_PATH,
  /** The owner's (or staff's) document of one certificate, behind the bearer token. */
  file: (id: number, language: DocumentLanguage) => `${CERTIFICATES_PATH}${id}/file/${language}/`,
};

export const certificateKeys = {
  public: (uuid: string) => ['certificates', 'public', uuid] as const,
  mine: ['certificates', 'mine'] as const,
};
