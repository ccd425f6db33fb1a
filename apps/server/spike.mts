import S3rver from 's3rver';
import { S3Client, HeadBucketCommand, GetObjectCommand, DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: '/tmp/s3spike', configureBuckets: [{ name: 'b' }] } as any);
const info: any = await server.run();
console.log(info);
const client = new S3Client({ endpoint: `http://127.0.0.1:${info.port}`, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
console.log((await client.send(new HeadBucketCommand({ Bucket: 'b' }))).$metadata.httpStatusCode);
try { await client.send(new HeadBucketCommand({ Bucket: 'nope' })); } catch (e: any) { console.log('missing', e.name, e.$metadata?.httpStatusCode); }
const big = Readable.from((function* () { for (let i = 0; i < 14; i++) yield Buffer.alloc(1024 * 1024, i); })());
const up = new Upload({ client, params: { Bucket: 'b', Key: 'p/big', Body: big }, partSize: 5 * 1024 * 1024 });
console.log(await up.done());
const got = await client.send(new GetObjectCommand({ Bucket: 'b', Key: 'p/big', Range: 'bytes=5242878-5242881' }));
console.log(got.ContentRange, got.ContentLength, Buffer.from(await got.Body!.transformToByteArray()));
const whole = await client.send(new GetObjectCommand({ Bucket: 'b', Key: 'p/big' }));
console.log(whole.ContentLength, whole.ETag);
(whole.Body as any).destroy();
try { await client.send(new GetObjectCommand({ Bucket: 'b', Key: 'p/none' })); } catch (e: any) { console.log('nokey', e.name); }
try { await client.send(new GetObjectCommand({ Bucket: 'b', Key: 'p/big', Range: 'bytes=99999999-' })); } catch (e: any) { console.log('range', e.name, e.$metadata?.httpStatusCode); }
await client.send(new DeleteObjectCommand({ Bucket: 'b', Key: 'p/big' }));
await client.send(new DeleteObjectCommand({ Bucket: 'b', Key: 'p/big' }));
const small = new Upload({ client, params: { Bucket: 'b', Key: 'p/small', Body: Readable.from([Buffer.from('hi')]) } });
console.log(await small.done());
await server.close();
