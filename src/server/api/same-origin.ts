// One rule for every state-changing call, tRPC mutation or REST write: it must come from the app's own
// origin, with a body type a plain HTML form cannot send cross-site (trpc#5522; Hono's csrf() covers
// only form content types). A page on another site then cannot use the user's cookie to change data.

function allowedOrigins(requestUrl: string, publicUrl: string | undefined): Set<string> {
  const origins = new Set([new URL(requestUrl).origin]);
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  return origins;
}

export type MutationRefusal = {
  status: 403 | 415;
  code: 'FORBIDDEN' | 'UNSUPPORTED_MEDIA_TYPE';
  message: string;
};

/**
 * Why a write is refused, or undefined when it may go on. `bodyType` is the content type the call
 * must carry (multipart for uploads); null for a call without a body (DELETE).
 */
export function foreignMutation(
  request: Request,
  publicUrl: string | undefined,
  bodyType: 'application/json' | 'multipart/form-data' | null = 'application/json',
): MutationRefusal | undefined {
  if (bodyType) {
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== bodyType) {
      return {
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message:
          bodyType === 'application/json'
            ? 'Mutations must be sent as application/json.'
            : 'Files must be uploaded as multipart/form-data.',
      };
    }
  }
  const origin = request.headers.get('origin');
  if (!origin || !allowedOrigins(request.url, publicUrl).has(origin)) {
    return {
      status: 403,
      code: 'FORBIDDEN',
      message: 'Mutations are accepted only from the application itself.',
    };
  }
  return undefined;
}
