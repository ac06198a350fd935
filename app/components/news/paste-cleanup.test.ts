import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './paste-cleanup';
import { embedUrlOf } from './video-embed';

describe('cleanPastedHtml', () => {
  it('drops Office conditional comments, <o:p> placeholders, styles and the empty paragraphs they leave', () => {
    const word =
      '<html><head><meta charset="utf-8"><style>p.MsoNormal{mso-style-parent:"";}</style>' +
      '<xml><o:OfficeDocumentSettings></o:OfficeDocumentSettings></xml></head><body><!--StartFragment-->' +
      '<p class=MsoNormal>Текст<o:p></o:p></p><p class=MsoNormal><o:p>&nbsp;</o:p></p>' +
      '<!--[if gte mso 9]><w:WordDocument></w:WordDocument><![endif]--><p>Далі</p></body></html>';
    const clean = cleanPastedHtml(word);
    expect(clean).toBe('<html><head></head><body><p class=MsoNormal>Текст</p><p>Далі</p></body></html>');
  });

  it('keeps ordinary markup as it is', () => {
    expect(cleanPastedHtml('<p>Один <b>два</b></p><ul><li>три</li></ul>')).toBe(
      '<p>Один <b>два</b></p><ul><li>три</li></ul>',
    );
  });
});

describe('embedUrlOf', () => {
  it('turns YouTube and Vimeo addresses into the players the server keeps', () => {
    expect(embedUrlOf('https://www.youtube.com/watch?v=M7lc1UVf-VE&t=10')).toBe(
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
    );
    expect(embedUrlOf('https://youtu.be/M7lc1UVf-VE')).toBe('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
    expect(embedUrlOf('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(embedUrlOf('https://player.vimeo.com/video/76979871?h=abc')).toBe('https://player.vimeo.com/video/76979871');
  });

  it('refuses any other address', () => {
    expect(embedUrlOf('https://evil.example/embed/M7lc1UVf-VE')).toBeNull();
    expect(embedUrlOf('javascript:alert(1)')).toBeNull();
  });
});
