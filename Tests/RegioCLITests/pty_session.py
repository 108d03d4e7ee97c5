"""Drives a program on a pseudo-terminal, as a person at a keyboard would.

usage: python3 pty_session.py PROGRAM [ARGS…] < script.json
script.json: a list of keystroke chunks; each is sent after the output has
been quiet for a moment. Prints the whole transcript, then a last line
`exit status: N`. Gives up (status 124) after 60 s.
"""
import json, os, pty, select, sys, time

chunks = json.load(sys.stdin)
pid, fd = pty.fork()
if pid == 0:
    os.execv(sys.argv[1], sys.argv[1:])

transcript = b""
def read_until_quiet(quiet=0.4, limit=20.0):
    global transcript
    start = last = time.time()
    while time.time() - start < limit:
        r, _, _ = select.select([fd], [], [], 0.05)
        if r:
            try:
                data = os.read(fd, 4096)
            except OSError:
                return False
            if not data:
                return False
            transcript += data
            last = time.time()
        elif time.time() - last > quiet:
            return True
    return True

deadline = time.time() + 60
read_until_quiet()
for chunk in chunks:
    os.write(fd, chunk.encode())
    read_until_quiet()
status = None
while time.time() < deadline:
    done, raw = os.waitpid(pid, os.WNOHANG)
    if done:
        status = os.waitstatus_to_exitcode(raw)
        break
    read_until_quiet(quiet=0.1, limit=0.5)
if status is None:
    os.kill(pid, 9)
    status = 124
try:
    read_until_quiet(quiet=0.1, limit=0.5)
except Exception:
    pass
sys.stdout.write(transcript.decode("utf-8", "replace"))
sys.stdout.write("\nexit status: %d\n" % status)
