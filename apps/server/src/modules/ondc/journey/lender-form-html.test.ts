import { describe, expect, it } from 'vitest';
import { readLenderFormHtml } from './lender-form-html.ts';
import { renderLenderForm } from '../simulator/lender-forms.ts';
import { simulatedNetwork } from '../simulator/simulated-network.ts';

// ADR 034: a lender's form is read into fields we draw, or refused whole.

const base = 'https://lender.example.in/forms/app?txn=1';
const page = (inner: string, form = '<form method="POST" action="/forms/app/submit">') =>
  `<!doctype html><html><body><h1>Lender</h1>${form}${inner}<input type="submit" value="Send"></form></body></html>`;

describe('readLenderFormHtml', () => {
  it('reads the simulated lenders’ own forms', () => {
    const [lender] = simulatedNetwork('http://127.0.0.1:9').lenders;
    if (!lender) throw new Error('no simulated lender');
    const reading = readLenderFormHtml(renderLenderForm(lender, 'emandate', `${base}&x=1`), base);
    expect(reading).toEqual({
      ok: true,
      form: {
        action: `${base}&x=1`,
        method: 'POST',
        fields: [
          { name: 'ifsc', label: 'IFSC', type: 'text', required: true },
          { name: 'accountNumber', label: 'Account number', type: 'text', required: true },
        ],
      },
    });
  });

  it('takes labels around an input or pointing at its id, decodes entities, resolves the action', () => {
    const reading = readLenderFormHtml(
      page(
        '<label for="dob">Date of <b>birth</b> &amp; age</label><input id="dob" name="dob" type="date">' +
          "<label>I agree <input name='agree' type=checkbox required></label><input type=hidden name=t value=1>",
      ),
      base,
    );
    expect(reading).toEqual({
      ok: true,
      form: {
        action: 'https://lender.example.in/forms/app/submit',
        method: 'POST',
        fields: [
          { name: 'dob', label: 'Date of birth & age', type: 'date', required: false },
          { name: 'agree', label: 'I agree', type: 'checkbox', required: true },
        ],
      },
    });
  });

  it.each([
    ['no form', '<p>nothing</p>', 'expected one form, found 0'],
    ['two forms', `${page('<input name="a">')}${page('<input name="b">')}`, 'expected one form, found 2'],
    ['a GET form', page('<input name="a">', '<form action="/x">'), 'the form does not post'],
    ['a select', page('<select name="s"></select>'), 'the form has a select or textarea'],
    ['a file upload', page('<input name="f" type="file">'), 'an input of type file'],
    ['an unnamed input', page('<input type="text">'), 'an input without a usable name'],
    ['a repeated name', page('<input name="a"><input name="a">'), 'two inputs named a'],
    ['no fields', page(''), 'the form has no fields'],
  ])('refuses %s', (_what, html, problem) => {
    expect(readLenderFormHtml(html, base)).toEqual({ ok: false, problem });
  });
});
