import { describe, expect, it } from 'vitest';
import { addressAllowed, blockedAddressKind, urlProblem } from '#functions/webhooks/target-policy.ts';

const cloud = { allowHttp: false, allowLoopback: false };
const local = { allowHttp: true, allowLoopback: true };

describe('receiver address policy (SSRF)', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.10', 'private'],
    ['169.254.169.254', 'link-local or metadata'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.254', 'CGNAT'],
    ['fd00:ec2::254', 'unique-local or metadata'],
    ['fc12::1', 'unique-local or metadata'],
    ['fe80::1', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'link-local or metadata'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['224.0.0.1', 'multicast'],
    ['[::1]', 'loopback'],
  ])('%s is %s', (address, kind) => {
    expect(blockedAddressKind(address)).toBe(kind);
    expect(addressAllowed(address, cloud)).toBe(false);
  });

  it.each(['8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '193.0.14.129'])(
    '%s is public',
    (address) => {
      expect(blockedAddressKind(address)).toBeUndefined();
      expect(addressAllowed(address, cloud)).toBe(true);
    },
  );

  it('allows loopback only when the policy says so, and nothing else private', () => {
    expect(addressAllowed('127.0.0.1', local)).toBe(true);
    expect(addressAllowed('::1', local)).toBe(true);
    expect(addressAllowed('10.0.0.1', local)).toBe(false);
    expect(addressAllowed('169.254.169.254', local)).toBe(false);
  });

  it('checks receiver URLs: https only in the cloud, no credentials, no internal literal hosts', () => {
    expect(urlProblem('https://hooks.example.com/x?y=1', cloud)).toBeUndefined();
    expect(urlProblem('http://hooks.example.com/x', cloud)).toBe('must be an https URL');
    expect(urlProblem('http://hooks.example.com/x', local)).toBeUndefined();
    expect(urlProblem('hooks.example.com/x', cloud)).toBe('must be an absolute URL');
    expect(urlProblem('https://a:b@hooks.example.com/', cloud)).toMatch(/credentials/);
    expect(urlProblem('https://hooks.example.com/#frag', cloud)).toMatch(/fragment/);
    expect(urlProblem('https://localhost/x', cloud)).toMatch(/loopback/);
    expect(urlProblem('https://127.0.0.1/x', cloud)).toMatch(/loopback/);
    expect(urlProblem('http://127.0.0.1:8080/x', local)).toBeUndefined();
    expect(urlProblem('https://[fd00:ec2::254]/', cloud)).toMatch(/unique-local/);
    expect(urlProblem('https://169.254.169.254/', local)).toMatch(/metadata/);
  });
});
