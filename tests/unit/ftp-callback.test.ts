import { describe, it, expect } from 'vitest';
import { callbackUrlProblem, isPublicAddress } from '@/domain/ftp-callback';
import { callbackBody, publicAddressesOf, sendCallback, type Resolver } from '@/server/services/customer/ftp-callback';
import { PermanentJobError } from '@/server/jobs';

/** A name server that answers the given addresses and records what it was asked. */
function stubResolver(...addresses: string[]) {
  const asked: string[] = [];
  const resolve: Resolver = async (hostname) => {
    asked.push(hostname);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, asked };
}

describe('where an FTP callback may be saved', () => {
  it('refuses loopback, private, link-local and other internal hosts', () => {
    for (const url of [
      'https://localhost/cb',
      'https://app.localhost/cb',
      'https://127.0.0.1/',
      'https://2130706433/',
      'https://10.1.2.3/',
      'https://172.16.0.1/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://[::1]/',
      'https://[fe80::1]/',
      'https://[fd00::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://printer.local/',
      'https://erp.internal/',
      'https://intranet/cb',
      'https://localhost./cb',
    ])
      expect(callbackUrlProblem(url), url).toBe('internalAddress');
  });

  it('allows only ports 443 and 80, and https', () => {
    expect(callbackUrlProblem('https://127.0.0.1:22/')).toBe('port');
    expect(callbackUrlProblem('https://erp.example.com:8443/cb')).toBe('port');
    expect(callbackUrlProblem('https://erp.example.com:443/cb')).toBeNull();
    expect(callbackUrlProblem('https://erp.example.com:80/cb')).toBeNull();
    expect(callbackUrlProblem('http://erp.example.com/cb')).toBe('notHttps');
    expect(callbackUrlProblem('not a url')).toBe('notHttps');
  });

  it('accepts public names and addresses', () => {
    expect(callbackUrlProblem('https://erp.example.com/photo-orders/callback')).toBeNull();
    expect(callbackUrlProblem('https://93.184.215.14/cb')).toBeNull();
    expect(callbackUrlProblem('https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/cb')).toBeNull();
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('not an address')).toBe(false);
  });
});

describe('calling an FTP callback', () => {
  it('resolves the host and refuses a name that leads to an internal address, before connecting', async () => {
    for (const answer of [['127.0.0.1'], ['10.0.0.7'], ['::1'], ['::ffff:192.168.0.10'], ['93.184.215.14', '169.254.169.254'], []]) {
      const { resolve, asked } = stubResolver(...answer);
      const sent = sendCallback('https://erp.example.com/cb', { contentType: 'application/json', body: '{}' }, resolve);
      await expect(sent, answer.join()).rejects.toBeInstanceOf(PermanentJobError);
      await expect(sent, answer.join()).rejects.toThrow('must be a public address');
      expect(asked).toEqual(['erp.example.com']);
    }
  });

  it('connects only to the addresses it checked', async () => {
    const { resolve } = stubResolver('93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c');
    expect(await publicAddressesOf(new URL('https://erp.example.com/cb'), resolve)).toEqual([
      { address: '93.184.215.14', family: 4 },
      { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
    ]);
    // An address in the URL is checked as it is, with no lookup.
    const literal = stubResolver('127.0.0.1');
    expect(await publicAddressesOf(new URL('https://93.184.215.14/cb'), literal.resolve)).toEqual([
      { address: '93.184.215.14', family: 4 },
    ]);
    expect(literal.asked).toEqual([]);
  });

  it('refuses again what could not be saved (a URL stored before the rule)', async () => {
    const { resolve, asked } = stubResolver('93.184.215.14');
    await expect(publicAddressesOf(new URL('https://127.0.0.1:22/'), resolve)).rejects.toThrow('port 443 or 80');
    await expect(publicAddressesOf(new URL('https://localhost/cb'), resolve)).rejects.toThrow('must be a public address');
    expect(asked).toEqual([]);
  });

  it('sends the order event as JSON or as XML', () => {
    const event = { event: 'orderReceived', orderCode: 'ORD-1<2>', status: 'Received', createdAt: '2026-12-05T08:00:00.000Z' } as const;
    expect(callbackBody('json', event)).toEqual({ contentType: 'application/json', body: JSON.stringify(event) });
    expect(callbackBody('xml', event).body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<orderEvent><event>orderReceived</event><orderCode>ORD-1&lt;2&gt;</orderCode>' +
        '<status>Received</status><createdAt>2026-12-05T08:00:00.000Z</createdAt></orderEvent>',
    );
  });
});
