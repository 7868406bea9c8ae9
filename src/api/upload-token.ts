const TOKEN_KEY = 'mimea.upload-token';

/**
 * The anonymous uploader's proof of ownership, made on this device (so even a first upload whose
 * answer was lost can be retried as the same owner) and sent with every API call without sign-in.
 */
export function uploadToken(): string {
  let token = localStorage.getItem(TOKEN_KEY);
  if (!token) {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    token = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    localStorage.setItem(TOKEN_KEY, token);
  }
  return token;
}

/** The token this device already has, if any: photos taken before signing in are proved with it. */
export function storedUploadToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** A shared kiosk forgets the token between customers, so nobody reads the previous customer's checks. */
export function forgetUploadToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}
