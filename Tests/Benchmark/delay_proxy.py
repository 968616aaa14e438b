"""A TCP proxy on 127.0.0.1 that delays every chunk by half a round trip each way: the
benchmark's stand-in for a distant server (the kernel here has no netem). It prints its port,
then forwards each connection to the port given, holding what it reads for DELAY seconds
before writing it on, in order.

    python3 Tests/Benchmark/delay_proxy.py TARGET_PORT [ROUND_TRIP_SECONDS]   (default 0.05)
"""
import asyncio
import sys

TARGET = int(sys.argv[1])
DELAY = (float(sys.argv[2]) if len(sys.argv) > 2 else 0.05) / 2


async def pump(reader, writer):
    """Copies reader to writer, each chunk written DELAY after it was read."""
    loop = asyncio.get_running_loop()
    queue = asyncio.Queue()

    async def read():
        while True:
            chunk = await reader.read(65536)
            await queue.put((loop.time() + DELAY, chunk))
            if not chunk:
                return

    async def write():
        while True:
            due, chunk = await queue.get()
            await asyncio.sleep(max(0, due - loop.time()))
            if not chunk:
                if writer.can_write_eof():
                    writer.write_eof()
                return
            writer.write(chunk)
            await writer.drain()

    try:
        await asyncio.gather(read(), write())
    except (ConnectionError, OSError):
        pass
    finally:
        writer.close()


async def connection(client_reader, client_writer):
    try:
        server_reader, server_writer = await asyncio.open_connection("127.0.0.1", TARGET)
    except OSError:
        client_writer.close()
        return
    await asyncio.gather(
        pump(client_reader, server_writer), pump(server_reader, client_writer))


async def main():
    server = await asyncio.start_server(connection, "127.0.0.1", 0)
    print(server.sockets[0].getsockname()[1], flush=True)
    async with server:
        await server.serve_forever()


asyncio.run(main())
