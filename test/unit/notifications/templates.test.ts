import { describe, expect, it } from 'vitest';
import { TEMPLATE_TYPES, TEMPLATES } from '#functions/notifications/templates/catalogue.ts';
import { renderFreeText, renderTemplate } from '#functions/notifications/templates/render.ts';

describe('notification templates', () => {
  it('renders every template for both channels with only its required data', () => {
    for (const type of TEMPLATE_TYPES) {
      const data = Object.fromEntries(
        TEMPLATES[type].dataKeys.filter((k) => k.required).map((k) => [k.key, 'x']),
      );
      const context = { data, orderUid: 'o-1', customerUid: 'c-1', storeUid: 's-1' };
      const email = renderTemplate(type, 'EMAIL', context);
      expect(email.subject, type).toBeTruthy();
      expect(email.html, type).toMatch(/^<!doctype html>/);
      expect(email.text, type).toBeTruthy();
      expect(renderTemplate(type, 'SMS', context).text, type).toBeTruthy();
      expect(renderTemplate(type, 'SMS', context).html).toBeUndefined();
    }
  });

  it('escapes templateData in HTML but not in the text and SMS bodies', () => {
    const data = { customerName: '<script>alert("x")</script> & Co', orderNumber: '42' };
    const email = renderTemplate('ORDER_CONFIRMATION', 'EMAIL', { data, orderUid: 'o-1' });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(email.text).toContain('<script>alert("x")</script> & Co');
    expect(email.subject).toBe('Order confirmation 42');
  });

  it('falls back to the orderUid when no order number is given', () => {
    const sms = renderTemplate('ORDER_CONFIRMATION', 'SMS', { data: {}, orderUid: 'o-77' });
    expect(sms.text).toBe('Thank you for your order o-77.');
  });

  it('renders a free message: text as given, HTML escaped with line breaks, default subject', () => {
    const rendered = renderFreeText('EMAIL', 'Line 1 <b>\nLine 2');
    expect(rendered.text).toBe('Line 1 <b>\nLine 2');
    expect(rendered.html).toContain('Line 1 &lt;b&gt;<br>Line 2');
    expect(rendered.subject).toBe('Message from your store');
    expect(renderFreeText('EMAIL', 'x', 'Hello').subject).toBe('Hello');
    expect(renderFreeText('SMS', 'x')).toEqual({ text: 'x' });
  });
});
