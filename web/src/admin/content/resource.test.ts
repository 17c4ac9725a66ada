import { describe, expect, it } from 'vitest';
import { contentResolver, type CheckedForm, type Problem } from './contentCheck';
import { bodyOf, fieldOfRefusal, toLocalInput, valuesOf, type FormValues } from './resource';
import { activities, blogs, gifts } from './resources';

/** The problem of each field, as the form's resolver finds them (the contract's validator, then the form's rules). */
async function checkValues<Form>(form: CheckedForm<Form>, values: FormValues, editing: boolean): Promise<Record<string, Problem>> {
  const { errors } = await contentResolver(form, editing, (problem) => JSON.stringify(problem))(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, JSON.parse(String(error?.message)) as Problem]));
}

describe('content forms from the resource tables', () => {
  it('turns a blog article form into the contract body (numbers, tag list, optional empties left out)', () => {
    const values = { ...valuesOf(blogs.fields), title: ' Fuzzing ', categoryId: '2', tags: ['web', ' xss '], content: '<p>Body</p>', top: true };
    expect(bodyOf(blogs.fields, values)).toEqual({ title: 'Fuzzing', categoryId: 2, tags: ['web', 'xss'], content: '<p>Body</p>', top: true });
  });

  it('starts an edit from the stored entry, times as local input values and back to the same moment', () => {
    const start = new Date(2026, 10, 1, 9, 30).getTime();
    const end = new Date(2026, 10, 30, 18, 0).getTime();
    const values = valuesOf(activities.fields, {
      title: 'Double coins',
      imgurl: '',
      requirement: '*',
      startTime: start,
      endTime: end,
      content: '<p>x</p>',
      multiplier: 2,
      enabled: false,
      crowdTesting: true,
    });
    expect(values.startTime).toBe(toLocalInput(start));
    expect(values.multiplier).toBe('2');
    expect(values.enabled).toBe(false);
    const body = bodyOf(activities.fields, values);
    expect([body.startTime, body.endTime, body.multiplier, body.enabled, body.crowdTesting]).toEqual([start, end, 2, false, true]);
  });

  it('a new entry starts from the contract defaults', () => {
    expect(valuesOf(activities.fields)).toMatchObject({ multiplier: '1', enabled: true, crowdTesting: false });
  });

  it('checks the limits of the contract and the cross-field rule', async () => {
    const values = { ...valuesOf(activities.fields), title: 'x'.repeat(101), imgurl: '//evil.example/a.png', startTime: '2026-11-02T10:00', endTime: '2026-11-01T10:00', multiplier: '11' };
    const problems = await checkValues(activities, values, false);
    expect(problems.title).toEqual({ key: 'tooLong', values: { max: 100 } });
    expect(problems.imgurl).toEqual({ key: 'address' });
    expect(problems.multiplier).toEqual({ key: 'range', values: { min: 1, max: 10 } });
    expect(problems.content).toEqual({ key: 'required' });
    expect(activities.check!(values)).toEqual({ endTime: 'endAfterStart' });
    // An editor's empty paragraph is no content; an image alone is.
    expect((await checkValues(activities, { ...values, content: '<p> </p>' }, false)).content).toEqual({ key: 'required' });
    expect((await checkValues(activities, { ...values, content: '<p><img src="/a.png"></p>' }, false)).content).toBeUndefined();
  });

  it('does not check a gift stock that the edit form does not change', async () => {
    const values = { ...valuesOf(gifts.fields), num: '' };
    expect((await checkValues(gifts, values, false)).num).toEqual({ key: 'required' });
    expect((await checkValues(gifts, values, true)).num).toBeUndefined();
  });

  it('leaves a gift stock out of the edit body and keeps it in the create body', () => {
    const values = { ...valuesOf(gifts.fields), name: 'Mug', pic: '/v2/static/reward/mug.svg', price: '10', num: '5', type: 'score', area: 'custom' };
    expect(bodyOf(gifts.fields, values)).toMatchObject({ num: 5 });
    expect(bodyOf(gifts.fields, values, true)).not.toHaveProperty('num');
    expect(bodyOf(gifts.fields, values, true)).toMatchObject({ name: 'Mug', price: 10 });
  });

  it('finds the field a 1001 refusal names, in either language and form', () => {
    const names = ['imgurl', 'linkurl', 'sort'];
    expect(fieldOfRefusal('linkurl：须为站内路径或 https 地址', names)).toBe('linkurl');
    expect(fieldOfRefusal('Field sort must be <= 9999', names)).toBe('sort');
    expect(fieldOfRefusal('Invalid field: imgurl', names)).toBe('imgurl');
    expect(fieldOfRefusal('参数错误', names)).toBeNull();
  });
});
