"""Runs a command as an unprivileged user: permission checks do not apply to
root, so as root it drops to nobody (uid/gid 65534) before exec; as any other
user it runs as is.   s9_asuser.py CMD [ARGS...]"""
import os
import sys

cmd = sys.argv[1:]
env = dict(os.environ, HOME=os.getcwd())
if os.geteuid() == 0:
    os.setgroups([])
    os.setgid(65534)
    os.setuid(65534)
os.execvpe(cmd[0], cmd, env)
