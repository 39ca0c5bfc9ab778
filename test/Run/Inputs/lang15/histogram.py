NS,NB=41,6
c=[0]*NB; w=[0.0]*NB; lo=[1000]*NB
for i in range(NS):
    v=(i*13+7)%30; wt=0.5*(i%4); b=v//5
    c[b]+=1
    if wt>0: w[b]+=wt
    lo[b]=min(lo[b],v)
for b in range(NB): print("bin %d: %d %.1f lo %d"%(b,c[b],w[b],lo[b]))
print("total %d"%sum(c))
