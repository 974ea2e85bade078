import { type FastifyReply } from 'fastify';

/**
 * A generated PDF answered inline (the browser's viewer opens it), never cached (it may hold
 * personal data and reflects the document as it is now), never sniffed as anything else.
 */
export async function sendPdf(reply: FastifyReply, fileName: string, bytes: Buffer): Promise<void> {
  await reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
