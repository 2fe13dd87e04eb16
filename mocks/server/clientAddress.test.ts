import { clientAddress, trustedProxiesFrom } from './clientAddress';

describe('the client address the contact limit counts', () => {
  const proxies = trustedProxiesFrom('127.0.0.1, ::1');

  it('is the connection address when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', new Set())).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', '198.51.100.1', proxies)).toBe('203.0.113.9');
  });

  it('is the address a trusted proxy reports', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.1', proxies)).toBe('198.51.100.1');
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.2', proxies)).toBe('198.51.100.2');
  });

  it('skips the trusted proxies from the right and ignores what the client wrote before them', () => {
    expect(clientAddress('127.0.0.1', '10.9.9.9, 198.51.100.3, 127.0.0.1', proxies)).toBe(
      '198.51.100.3',
    );
  });

  it('is the proxy itself without a header', () => {
    expect(clientAddress('127.0.0.1', undefined, proxies)).toBe('127.0.0.1');
  });
});
