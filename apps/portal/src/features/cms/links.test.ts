import { describe, expect, it } from 'vitest';
import { cmsLink } from './links';

describe('cmsLink', () => {
  it('keeps site paths inside the portal, with the pages it renames', () => {
    expect(cmsLink('/news')).toEqual({ kind: 'internal', href: '/news' });
    expect(cmsLink('/stations')).toEqual({ kind: 'internal', href: '/stations-map' });
    expect(cmsLink('/stations?city=batumi')).toEqual({ kind: 'internal', href: '/stations-map?city=batumi' });
    expect(cmsLink('/')).toEqual({ kind: 'internal', href: '/' });
  });

  it('lets web, mail and phone links out and refuses anything else', () => {
    expect(cmsLink('tel:+995322000000')).toEqual({ kind: 'external', href: 'tel:+995322000000' });
    expect(cmsLink('mailto:info@demo.ge')?.kind).toBe('external');
    expect(cmsLink('https://example.ge/x')?.kind).toBe('external');
    expect(cmsLink('javascript:alert(1)')).toBeUndefined();
    expect(cmsLink('//evil.example')).toBeUndefined();
    expect(cmsLink('news')).toBeUndefined();
  });
});
