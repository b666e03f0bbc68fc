import { describe, expect, it } from 'vitest';
import { fileNameOf } from './api-download';

describe('fileNameOf', () => {
  it('reads the file name of a Content-Disposition header', () => {
    expect(fileNameOf('attachment; filename="DUERP_v1_demo.pdf"')).toBe('DUERP_v1_demo.pdf');
    expect(fileNameOf('attachment; filename=DUERP_v2.pdf')).toBe('DUERP_v2.pdf');
    expect(
      fileNameOf('attachment; filename="x.pdf"; filename*=UTF-8\'\'DUERP%20%C3%A9t%C3%A9.pdf'),
    ).toBe('DUERP été.pdf');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
