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
});
