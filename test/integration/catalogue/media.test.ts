import { describe, expect, it } from 'vitest';
import { eventsOf } from '../customers/helpers.ts';
import { catalogueTenant, newProduct } from './helpers.ts';

const URL_A = 'https://cdn.example.com/a.jpg';
const URL_B = 'https://cdn.example.com/b.jpg';

describe('product media', () => {
  it('adds media with https URLs only, in sort order, and one cover image at most', async () => {
    const t = await catalogueTenant();
    const p = await newProduct(t);
    const media = `${t.products}/${p.productUid}/media`;
    const a = await t.api.post(media, {
      url: URL_A,
      altText: 'Front',
      cover: true,
      thumbnailUrl: 'https://cdn.example.com/a-200.jpg',
    });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({
      mediaType: 'IMAGE',
      url: URL_A,
      altText: 'Front',
      sortOrder: 0,
      cover: true,
    });
    const b = await t.api.post(media, { url: URL_B, cover: true });
    expect(b.body).toMatchObject({ sortOrder: 1, cover: true });
    const doc = await t.api.post(media, {
      mediaType: 'DOCUMENT',
      url: 'https://cdn.example.com/care.pdf',
      sortOrder: 5,
    });
    expect(doc.status).toBe(201);
    const list = await t.api.get(media);
    expect(list.body.items.map((m: any) => [m.url, m.cover])).toEqual([
      [URL_A, false],
      [URL_B, true],
      ['https://cdn.example.com/care.pdf', false],
    ]);
    const product = await t.api.get(`${t.products}/${p.productUid}`);
    expect(product.body.coverImage).toEqual({
      productMediaUid: b.body.productMediaUid,
      mainUrl: URL_B,
      thumbnailUrl: URL_B,
    });

    for (const url of [
      'http://cdn.example.com/a.jpg',
      'ftp://x/y',
      'https://user:pw@cdn.example.com/a.jpg',
      'cdn.example.com/a.jpg',
    ]) {
      const bad = await t.api.post(media, { url });
      expect(bad.status, url).toBe(400);
      expect(bad.body.errors[0].path).toBe('body.url');
    }
    const videoCover = await t.api.post(media, {
      mediaType: 'VIDEO',
      url: 'https://cdn.example.com/v.mp4',
      cover: true,
    });
    expect(videoCover.status).toBe(400);
    expect(videoCover.body.errors[0].path).toBe('body.cover');
    // A stored VIDEO made the cover: the stored type refuses it (422).
    const video = await t.api.post(media, { mediaType: 'VIDEO', url: 'https://cdn.example.com/v.mp4' });
    expect(video.status).toBe(201);
    const stored = await t.api.put(`${media}/${video.body.productMediaUid}`, { cover: true });
    expect(stored.status).toBe(422);
    expect(stored.body.errors[0].path).toBe('body.cover');
  });

  it('updates with If-Match, moves and clears the cover, deletes; each change one PRODUCT_MEDIA_CHANGE', async () => {
    const t = await catalogueTenant();
    const p = await newProduct(t);
    const media = `${t.products}/${p.productUid}/media`;
    const a = (await t.api.post(media, { url: URL_A, cover: true })).body;
    const one = `${media}/${a.productMediaUid}`;
    const got = await t.api.get(one);
    expect(got.headers.get('etag')).toBe('"1"');
    const updated = await t.api.put(one, { altText: 'Side' }, { 'if-match': '"1"' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ altText: 'Side', cover: true });
    expect((await t.api.put(one, { altText: 'x' }, { 'if-match': '"1"' })).status).toBe(412);
    expect((await t.api.put(one, { altText: 'Side' })).headers.get('etag')).toBe('"2"');
    const uncovered = await t.api.put(one, { cover: false });
    expect(uncovered.body.cover).toBe(false);
    expect((await t.api.get(`${t.products}/${p.productUid}`)).body).not.toHaveProperty('coverImage');
    await t.api.put(one, { cover: true });
    expect((await t.api.delete(one)).status).toBe(204);
    expect((await t.api.get(one)).status).toBe(404);
    expect((await t.api.get(`${t.products}/${p.productUid}`)).body).not.toHaveProperty('coverImage');

    const events = (await eventsOf(t.tenant)).filter((e) => e.action === 'PRODUCT_MEDIA_CHANGE');
    expect(events.map((e) => e.data.media.map((m: any) => [m.change, m.cover]))).toEqual([
      [['CREATED', true]],
      [['UPDATED', true]],
      [['UPDATED', false]],
      [['UPDATED', true]],
      [['DELETED', false]],
    ]);
    expect(events[0]!.data.coverImage.productMediaUid).toBe(a.productMediaUid);
    expect(events[4]!.data.coverImage).toEqual({ productMediaUid: '', mainUrl: '', thumbnailUrl: '' });
    expect((await eventsOf(t.tenant)).filter((e) => e.action === 'PRODUCT_UPDATE')).toEqual([]);
  });

  it('deletes the media with their product; 404 for another tenant and a missing product', async () => {
    const t = await catalogueTenant();
    const p = await newProduct(t);
    const media = `${t.products}/${p.productUid}/media`;
    const a = (await t.api.post(media, { url: URL_A })).body;
    const other = await catalogueTenant();
    expect((await other.api.get(`${other.products}/${p.productUid}/media`)).status).toBe(404);
    expect((await other.api.post(`${other.products}/${p.productUid}/media`, { url: URL_A })).status).toBe(
      404,
    );
    expect((await t.api.delete(`${t.products}/${p.productUid}`)).status).toBe(204);
    expect((await t.api.get(`${media}/${a.productMediaUid}`)).status).toBe(404);
    const again = await newProduct(t, { productUid: p.productUid });
    expect((await t.api.get(`${t.products}/${again.productUid}/media`)).body.items).toEqual([]);
  });
});
