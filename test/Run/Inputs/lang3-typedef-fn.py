NP=11
P=[]
for i in range(NP):
    P.append(dict(id=i,x=i*0.9,v=(i%3-1)*1.7+0.3,tag=chr(ord('a')+i)))
hist=[[0.0]*4 for _ in range(NP)]
for step in range(12):
    for i,q in enumerate(P):
        q['x']=q['x']+q['v']*0.5
        if q['x']>10.0: q['x']=20.0-q['x']; q['v']=-q['v']
        if q['x']<0.0: q['x']=-q['x']; q['v']=-q['v']
        hist[i][step%4]+=q['x']
s=0.0
for q in P: s+=0.5*q['v']*q['v']
print("E %.6f"%s)
for i,q in enumerate(P):
    print("%s id=%d x=%.4f v=%.4f h=%.4f %.4f"%(q['tag'],q['id'],q['x'],q['v'],hist[i][0],hist[i][3]))
s=0.0
for i in range(NP): s+=hist[i][1]
print("sum h1 %.6f"%s)
