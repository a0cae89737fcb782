// The codes an endpoint can answer with because of what it is (its access, its inputs), on top of
// the ones its contract lists. The API reference and the contract tests read the same list.
import { isMultipart, type EndpointSpec } from './endpoint';
import type { ErrorCode } from './error-codes';

const ACCESS_ERRORS = {
  public: [],
  customer: ['UNAUTHENTICATED'],
  admin: ['ADMIN_SIGN_IN_NEEDED', 'SECOND_FACTOR_ENROLMENT_NEEDED'],
  agent: ['UNAUTHENTICATED', 'AGENT_DEACTIVATED'],
} as const satisfies Record<EndpointSpec['access'], readonly ErrorCode[]>;

export function errorsOf(endpoint: EndpointSpec): ErrorCode[] {
  const codes = new Set<ErrorCode>(ACCESS_ERRORS[endpoint.access]);
  if (endpoint.params || endpoint.query || (endpoint.body && !isMultipart(endpoint.body))) {
    codes.add('INVALID_INPUT');
  }
  if (endpoint.method !== 'GET') codes.add('CROSS_ORIGIN_REFUSED');
  if (isMultipart(endpoint.body)) {
    for (const code of ['NOT_MULTIPART', 'UPLOAD_INTERRUPTED', 'TOO_MANY_FIELDS'] as const)
      codes.add(code);
    codes.add(endpoint.body.tooLarge);
    codes.add(endpoint.body.tooMany);
    if (endpoint.body.fields) codes.add('INVALID_INPUT');
  } else if (endpoint.body) {
    for (const code of ['INVALID_JSON', 'BODY_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'] as const)
      codes.add(code);
  }
  for (const code of endpoint.errors) codes.add(code);
  codes.add('INTERNAL_ERROR');
  return [...codes];
}
