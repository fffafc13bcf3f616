"""An adapter in front of another that claims one source fewer, so that the runner reports that source's vectors
as unsupported: `python3 without_source.py SOURCE 'ADAPTER COMMAND'`."""
import json
import subprocess
import sys

source, command = sys.argv[1], sys.argv[2]
child = subprocess.Popen(command, shell=True, stdin=sys.stdin, stdout=subprocess.PIPE)
for line in child.stdout:
    message = json.loads(line)
    if message.get("type") == "started":
        message["capabilities"]["sources"].remove(source)
        line = (json.dumps(message) + "\n").encode()
    sys.stdout.buffer.write(line)
    sys.stdout.buffer.flush()
sys.exit(child.wait())
