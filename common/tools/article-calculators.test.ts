import { describe, expect, it } from 'vitest';
import { splitArticleCalculators, withoutCalculatorMarkers } from './article-calculators';

describe('calculators embedded in an article', () => {
  it('replaces a marker paragraph with the calculator, keeping the HTML around it', () => {
    const html = '<h2 id="a">Приклад</h2><p>Порахуйте самі:</p><p data-id="7">[calculator:vidpuskni]</p><p>Кінець.</p>';
    expect(splitArticleCalculators(html)).toEqual([
      { kind: 'html', html: '<h2 id="a">Приклад</h2><p>Порахуйте самі:</p>' },
      { kind: 'calculator', alias: 'vidpuskni' },
      { kind: 'html', html: '<p>Кінець.</p>' },
    ]);
  });

  it('accepts the Ukrainian marker, spaces and capitals, and several calculators', () => {
    const parts = splitArticleCalculators('<p> [Калькулятор: likarniani] </p><p>[calculator:STAZH]</p>');
    expect(parts).toEqual([
      { kind: 'calculator', alias: 'likarniani' },
      { kind: 'calculator', alias: 'stazh' },
    ]);
  });

  it('leaves unknown calculators, markers inside lists and quotes, and plain bodies as they are', () => {
    const body = '<p>[calculator:nemaie-takoho]</p><ul><li><p>[calculator:vidpuskni]</p></li></ul>';
    expect(splitArticleCalculators(body)).toEqual([{ kind: 'html', html: body }]);
    const quoted = '<blockquote><p>[calculator:vidpuskni]</p></blockquote><p>[calculator:vidpuskni]</p>';
    expect(splitArticleCalculators(quoted)).toEqual([
      { kind: 'html', html: '<blockquote><p>[calculator:vidpuskni]</p></blockquote>' },
      { kind: 'calculator', alias: 'vidpuskni' },
    ]);
    expect(splitArticleCalculators('<p>У тексті [calculator:vidpuskni] посеред речення.</p>')).toHaveLength(1);
    expect(splitArticleCalculators('')).toEqual([{ kind: 'html', html: '' }]);
  });

  it('splits a body once: the loader and the render of a page share the answer, a changed body is split anew', () => {
    const body = '<p>Вступ.</p><p>[calculator:zarplata-na-ruky]</p><p>Далі.</p>';
    const first = splitArticleCalculators(body);
    expect(splitArticleCalculators(`${body}`)).toBe(first);
    const edited = splitArticleCalculators(body.replace('Далі', 'Потім'));
    expect(edited).not.toBe(first);
    expect(edited[2]).toEqual({ kind: 'html', html: '<p>Потім.</p>' });
  });

  it('drops marker paragraphs from the text of excerpts and search', () => {
    expect(withoutCalculatorMarkers('<p>Вступ.</p><p>[calculator:vidpuskni]</p><p>Далі.</p>')).toBe(
      '<p>Вступ.</p> <p>Далі.</p>',
    );
  });
});
