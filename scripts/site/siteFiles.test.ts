import { pageFileFor, parseHeadersFile, securityHeaders } from './siteFiles';

describe('site files', () => {
  it('maps each prerendered path to its file in dist/', () => {
    expect(pageFileFor('/')).toBe('index.html');
    expect(pageFileFor('/about')).toBe('about/index.html');
    expect(pageFileFor('/about/')).toBe('about/index.html');
  });

  it('reads back the headers it writes for every path', () => {
    const headers = securityHeaders("default-src 'self'");
    const file = `/*\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}\n/api/*\n  X-Other: ignored\n`;
    expect(parseHeadersFile(file)).toEqual(headers);
    expect(headers['Content-Security-Policy']).toBe("default-src 'self'; frame-ancestors 'none'");
  });
});
