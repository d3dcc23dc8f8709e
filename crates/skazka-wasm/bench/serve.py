"""Serves crates/skazka-wasm for bench/page.html and prints what the page posts to /results,
then exits: the browser side of bench/compare.sh. Usage: serve.py PORT_FILE."""

import functools
import http.server
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


class Handler(http.server.SimpleHTTPRequestHandler):
    def do_POST(self):  # noqa: N802 (the standard library's name)
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self.send_response(204)
        self.end_headers()
        sys.stdout.write(body.decode())
        sys.stdout.flush()
        self.server.done = True

    def log_message(self, *args):
        pass


def main():
    handler = functools.partial(Handler, directory=str(ROOT))
    with http.server.HTTPServer(("127.0.0.1", 0), handler) as server:
        server.done = False
        pathlib.Path(sys.argv[1]).write_text(str(server.server_address[1]))
        while not server.done:
            server.handle_request()


if __name__ == "__main__":
    main()
