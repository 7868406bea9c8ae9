import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmers, wards } from '../../../src/server/db/schema.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { staffMember } from './support/case-photos.ts';

describe('staff/search/: by reference, phone, name, ward and crop', () => {
  let app: FastifyInstance;
  let agronomist: Record<string, string>;
  let grievanceOfficer: Record<string, string>;
  let maizeCase: { id: string; reference: string };
  let wardFarmer: { id: string };
  let complaint: { id: string };
  let farmerWard: string;
  const search = (q: string, headers = agronomist) =>
    app.inject({ url: `/api/v1/staff/search/?q=${encodeURIComponent(q)}`, headers });
  const found = async (q: string, headers = agronomist) => {
    const answer = await search(q, headers);
    expect(answer.statusCode, answer.body).toBe(200);
    const { callbacks, requests } = answer.json();
    return {
      callbacks: (callbacks.results as { id: string }[]).map((booking) => booking.id),
      requests: (requests.results as { reference: string }[]).map((request) => request.reference),
    };
  };

  beforeAll(async () => {
    app = await buildTestApp();
    agronomist = await staffMember(app);
    grievanceOfficer = await staffMember(app, 'grievance_officer');
    const { slots } = (await app.inject({ url: '/api/v1/callback/slots/' })).json();
    const book = async (slot: number, payload: object) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/v1/callback/',
        payload: {
          channel: 'call',
          language: 'sw',
          topic: 'crop_problem',
          slot: slots[slot].start,
          ...payload,
        },
      });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json() as { id: string; reference: string };
    };
    maizeCase = await book(0, {
      name: 'Achieng Otieno',
      phone_number: '0712345678',
      case: { crop: 'maize', place: { name: 'Githunguri, Kiambu' } },
    });
    wardFarmer = await book(1, { name: 'Kamau Njoroge', phone_number: '0722000111', topic: 'other' });
    complaint = await book(2, { name: 'Achieng Wekesa', phone_number: '0733000222', topic: 'complaint' });
    // Kamau is registered, with his ward, by a data manager.
    const [ward] = await app.database.db.select().from(wards).limit(1);
    farmerWard = ward!.name;
    await app.database.db
      .insert(farmers)
      .values({ firstName: 'Kamau', lastName: 'Njoroge', phoneNumber: '+254722000111', wardId: ward!.id });
    const enquiry = await app.inject({
      method: 'POST',
      url: '/api/v1/enquiries/',
      payload: {
        message: 'When will you call?',
        email: 'achieng@example.com',
        name: 'Achieng Otieno',
        phone_number: '0712345678',
        language: 'sw',
      },
    });
    expect(enquiry.statusCode, enquiry.body).toBe(201);
  });
  afterAll(() => app.close());

  it('finds a farmer by phone number however it is typed, bookings and requests alike', async () => {
    for (const typed of ['0712 345 678', '+254712345678', '712-345-678']) {
      const { callbacks, requests } = await found(typed);
      expect(callbacks, typed).toEqual([maizeCase.id]);
      expect(requests, typed).toHaveLength(1);
    }
  });

  it('finds by reference, name, the case place, the farmer’s ward and the crop in either language', async () => {
    expect((await found(maizeCase.reference.toLowerCase())).callbacks).toEqual([maizeCase.id]);
    expect((await found('otieno')).callbacks).toEqual([maizeCase.id]);
    expect((await found('githunguri')).callbacks).toEqual([maizeCase.id]);
    expect((await found(farmerWard)).callbacks).toContain(wardFarmer.id);
    expect((await found('Mahindi')).callbacks).toEqual([maizeCase.id]);
    expect((await found('maize')).callbacks).toEqual([maizeCase.id]);
  });

  it('wants every word to fit, and takes % and _ as typed', async () => {
    expect((await found('achieng maize')).callbacks).toEqual([maizeCase.id]);
    expect(await found('kamau maize')).toEqual({ callbacks: [], requests: [] });
    expect(await found('%%')).toEqual({ callbacks: [], requests: [] });
    expect(await found('__')).toEqual({ callbacks: [], requests: [] });
  });

  it('shows complaints to the grievance officer only', async () => {
    expect((await found('achieng')).callbacks).toEqual([maizeCase.id]);
    expect((await found('achieng', grievanceOfficer)).callbacks).toEqual([complaint.id]);
  });

  it('refuses a search of one letter, and anyone but staff', async () => {
    expect((await search('a')).statusCode).toBe(400);
    expect((await search('achieng', {})).statusCode).toBe(401);
  });
});
