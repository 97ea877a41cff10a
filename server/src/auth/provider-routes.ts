import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MOUNT_PATH } from './provider-configuration.ts';
import { headerText, providerCsp } from './provider-csp.ts';
import type { ProviderInstance } from './rotating-provider.ts';

/**
 * The provider's own routes under /oidc (discovery, authorization, token, JWKS, userinfo, end
 * session) are handed the raw request, as oidc-provider's mounting guide does for frameworks
 * without connect middleware. They are named from PUBLIC_URL whichever address a request came
 * in by, and keep the security headers set so far.
 */
export async function registerProviderRoutes(
  app: FastifyInstance,
  options: {
    publicUrl: string;
    current: () => ProviderInstance;
  },
): Promise<void> {
  const { origin: publicOrigin, host: publicHost, protocol } = new URL(options.publicUrl);
  const publicProto = protocol.replace(':', '');
  const { current } = options;

  // Everything else under /oidc is the provider's: the raw request goes to it unread.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const res = reply.raw;
      // The headers set so far (security headers) go out with the provider's answer.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        // CORS is the provider's own business (the portal's origin only, at the token endpoint).
        if (value === undefined || name.startsWith('access-control-')) continue;
        res.setHeader(
          name,
          name === 'content-security-policy'
            ? (providerCsp(headerText(value), publicOrigin) ?? '')
            : (value as string | string[] | number),
        );
      }
      const req = request.raw as IncomingMessage & { originalUrl?: string };
      // Its endpoints are named from PUBLIC_URL, whichever address the request came in by (as
      // the issuer is), so cookies and redirects stay on the portal's origin.
      req.headers['x-forwarded-host'] = publicHost;
      req.headers['x-forwarded-proto'] = publicProto;
      const url = req.url ?? '/';
      req.originalUrl = url;
      req.url = url.slice(MOUNT_PATH.length) || '/';
      await new Promise<void>((resolve) => {
        res.once('close', resolve);
        res.once('finish', resolve);
        void current().callback(req, res);
      });
    };
    scope.all(MOUNT_PATH, handle);
    scope.all(`${MOUNT_PATH}/*`, handle);
  });
}
