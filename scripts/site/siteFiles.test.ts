import { apiPathOf, pageFileFor, parseHeadersFile, securityHeaders } from './siteFiles';

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

  it("sends the API's requests, and only those, to the API server without the /api prefix", () => {
    expect(apiPathOf('/api/courses?q=data&_page=2')).toBe('/courses?q=data&_page=2');
    expect(apiPathOf('/api/users/a%40b.com')).toBe('/users/a%40b.com');
    expect(apiPathOf('/api')).toBe('/');
    expect(apiPathOf('/api?x=1')).toBe('/?x=1');
    expect(apiPathOf('/apis')).toBeNull();
    expect(apiPathOf('/about')).toBeNull();
    expect(apiPathOf('/courses/api')).toBeNull();
  });
});
