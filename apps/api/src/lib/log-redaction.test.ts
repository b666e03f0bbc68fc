import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('keeps the path and the parameter names, never their values', () => {
    expect(redactUrl('/resetpwd?email=jean%40exemple.fr&token=abc123')).toBe(
      '/resetpwd?email=…&token=…',
    );
    expect(redactUrl('/api/payment/test-portal?token=eyJhbGciOi')).toBe(
      '/api/payment/test-portal?token=…',
    );
    expect(redactUrl('/api/duerp/list')).toBe('/api/duerp/list');
  });

  it("hides a share link's token, in the page and in the API paths", () => {
    const token = 'yTFJZl--n1lcMdzbvlqDrdH3z4L0Wz3aieDGxiWhAbc';
    expect(redactUrl(`/partage/${token}`)).toBe('/partage/…');
    expect(redactUrl(`/api/public/partage/${token}`)).toBe('/api/public/partage/…');
    expect(redactUrl(`/api/public/partage/${token}/versions/v1/download?x=1`)).toBe(
      '/api/public/partage/…/versions/v1/download?x=…',
    );
  });

  it('hides a verification code, in the page the QR code opens and in the API path', () => {
    expect(redactUrl('/verifier/K3M9P2XQ7T')).toBe('/verifier/…');
    expect(redactUrl('/verifier/K3M9P-2XQ7T?utm=qr')).toBe('/verifier/…?utm=…');
    expect(redactUrl('/api/public/verifier/code/K3M9P2XQ7T')).toBe('/api/public/verifier/code/…');
    expect(redactUrl('/verifier?code=K3M9P2XQ7T')).toBe('/verifier?code=…');
    // The routes without a code keep their path.
    expect(redactUrl('/verifier')).toBe('/verifier');
    expect(redactUrl('/api/public/verifier/empreinte')).toBe('/api/public/verifier/empreinte');
  });
});
