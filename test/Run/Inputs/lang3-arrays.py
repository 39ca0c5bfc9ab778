import math
NP=7
pos=[[float(p),float((p*3)%NP),0.5*(p%2)] for p in range(NP)]
vel=[[0.0]*3 for _ in range(NP)]
def norm(v): return math.sqrt(v[0]*v[0]+v[1]*v[1]+v[2]*v[2])
for step in range(4):
    acc=[[0.0]*3 for _ in range(NP)]
    for j in range(NP):
        pj=pos[j][:]
        for p in range(NP):
            d=[pj[k]-pos[p][k] for k in range(3)]
            r=norm(d)
            if r>1e-9:
                for k in range(3): acc[p][k]+=d[k]/(r*r*r+0.1)
    for p in range(NP):
        for k in range(3): vel[p][k]+=0.1*acc[p][k]
    for p in range(NP):
        for k in range(3): pos[p][k]+=0.1*vel[p][k]
for i in range(NP): print("%.6f %.6f %.6f %.6f"%(pos[i][0],pos[i][1],pos[i][2],vel[i][0]))
s=0.0
for p in range(NP): s+=norm(vel[p])
print("speed %.6f"%s)
print("trace %d"%sum(p+2*p for p in range(NP)))
